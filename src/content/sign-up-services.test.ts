import { describe, expect, it } from "vitest";
import { formAction, formActionSource, formFields, listProblem, mailchimpForm } from "./sign-up-services.ts";

// Each list's form as its service documents it: where it posts, and the names its fields take.
const mailchimp = "https://wavefilms.us21.list-manage.com/subscribe/post?u=5d1e2f3a4b5c6d7e8f9a0b1c2&id=a1b2c3d4e5";

describe("the lists a sign-up posts to", () => {
  it("takes each service's list as the team copies it from the service, and refuses what is not one, saying what it must be", () => {
    expect(listProblem("buttondown", "laderniere-vague")).toBeUndefined();
    expect(listProblem("buttondown", "https://buttondown.com/laderniere-vague")).toMatch(/^must be the newsletter's username/);
    expect(listProblem("mailchimp", mailchimp)).toBeUndefined();
    expect(listProblem("mailchimp", mailchimp.replace("&id=a1b2c3d4e5", ""))).toMatch(
      /^must be the address of the audience's embedded form/,
    );
    expect(listProblem("mailchimp", mailchimp.replace("list-manage.com", "list-manage.example"))).toBeDefined();
    expect(listProblem("mailchimp", mailchimp.replace("https:", "http:"))).toBeDefined();
    expect(listProblem("netlify", "tell-me")).toBeUndefined();
    expect(listProblem("netlify", "Tell me")).toMatch(/^must be the form's name/);
  });

  it("posts to Buttondown's embed endpoint with email, embed, the language's tag and metadata__ fields", () => {
    const settings = { service: "buttondown" as const, list: "laderniere-vague" };
    expect(formAction(settings, "/signed-up")).toBe("https://buttondown.com/api/emails/embed-subscribe/laderniere-vague");
    expect(formActionSource(settings)).toBe("https://buttondown.com");
    const fields = formFields(settings, "fr");
    expect(fields).toMatchObject({ email: "email", country: "metadata__country", town: "metadata__town", language: "metadata__language" });
    expect(fields.fixed).toEqual([
      ["embed", "1"],
      ["tag", "language-fr"],
    ]);
  });

  it("posts to the Mailchimp form's own address with EMAIL, the merge tags the team names and the b_<u>_<id> honeypot", () => {
    const settings = { service: "mailchimp" as const, list: mailchimp, mergeTags: { town: "CITTA" } };
    expect(mailchimpForm(mailchimp)).toEqual({
      origin: "https://wavefilms.us21.list-manage.com",
      u: "5d1e2f3a4b5c6d7e8f9a0b1c2",
      id: "a1b2c3d4e5",
    });
    expect(formAction(settings, "/signed-up")).toBe(mailchimp);
    expect(formActionSource(settings)).toBe("https://wavefilms.us21.list-manage.com");
    expect(formFields(settings, "it")).toMatchObject({
      email: "EMAIL",
      country: "COUNTRY",
      town: "CITTA",
      language: "LANGUAGE",
      honeypot: "b_5d1e2f3a4b5c6d7e8f9a0b1c2_a1b2c3d4e5",
    });
  });

  it("posts to the site itself for Netlify, naming the form in form-name, its honeypot bot-field", () => {
    const settings = { service: "netlify" as const, list: "tell-me" };
    expect(formAction(settings, "/pt/signed-up")).toBe("/pt/signed-up");
    expect(formActionSource(settings)).toBe("'self'");
    expect(formFields(settings, "pt")).toMatchObject({
      email: "email",
      honeypot: "bot-field",
      fixed: [["form-name", "tell-me"]],
      netlify: { name: "tell-me" },
    });
  });

  it("lets a site without a list post its forms to itself alone", () => {
    expect(formActionSource(undefined)).toBe("'self'");
  });
});
