// Where each release stands is the visitor's calendar's to say, not the build's: the pages are
// prerendered, and a release listed as coming on the day of the build is current from its first
// day. The script below, written into the page after its releases, runs while the page is parsed,
// before its first paint, so nothing moves on screen:
// - each release ([data-from], [data-until] in a [data-releases] list) gets its status
//   (data-status: current, coming or ended; the page's CSS shows the words and look of each), and
//   each list is put in order: current first, then coming soonest first, then ended latest first;
// - a part that shows only current or coming releases ([data-releases-shown], Home's section) is
//   hidden when none is left;
// - the country chooser of /watch (radio buttons named "territory") is set to the first
//   country of the browser's languages that it offers (es-ES: Spain, en-GB: the United Kingdom):
//   read in the browser, sent nowhere; every other country stays one tap away;
// - at the visitor's midnight, and when the tab is shown again, the statuses are read again.
// No module, no React: a few hundred bytes of HTML, so Home's first-load JavaScript does not
// grow. Written short by hand (the build does not minify inline scripts); its SHA-256 goes into
// the CSP with the other inline scripts (scripts/postbuild/security-headers.ts).

export const releaseClockScript = `(()=>{let d=document,h,r=()=>{let n=new Date,p=x=>String(x).padStart(2,"0"),t=n.getFullYear()+"-"+p(n.getMonth()+1)+"-"+p(n.getDate());for(let u of d.querySelectorAll("[data-releases]")){let a=[...u.children].map(l=>{let f=l.dataset.from,e=l.dataset.until,k=t<f?1:e&&t>e?2:0;l.dataset.status=["current","coming","ended"][k];return[k,k>1?-Date.parse(e):Date.parse(f),l]}).sort((x,y)=>x[0]-y[0]||x[1]-y[1]);if(a.some((x,i)=>u.children[i]!==x[2]))for(let x of a)u.append(x[2])}for(let w of d.querySelectorAll("[data-releases-shown]"))w.hidden=!w.querySelector("[data-status=current],[data-status=coming]");let m=new Date(n);m.setHours(24,0,0,50);clearTimeout(h);h=setTimeout(r,m-n)};r();d.addEventListener("visibilitychange",()=>d.hidden||r());for(let l of navigator.languages||[]){let c=/-([a-z]{2})(-|$)/i.exec(l),i=c&&d.querySelector('input[name=territory][value="'+c[1].toUpperCase()+'"]');if(i){i.checked=!0;break}}})()`;
