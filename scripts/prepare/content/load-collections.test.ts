import { describe, expect, it } from "vitest";
import { asFileName } from "./load-collections.ts";

describe("download file names", () => {
  it("keep a title's words apart with hyphens and leave out what Windows or macOS refuse", () => {
    expect(asFileName("Camino del Sur-Press-Package.pdf")).toBe("Camino-del-Sur-Press-Package.pdf");
    expect(asFileName("Girasol: el viaje-Dossier-de-Prensa.pdf")).toBe("Girasol-el-viaje-Dossier-de-Prensa.pdf");
    expect(asFileName("¿Dónde? - Fotos-3.zip")).toBe("¿Dónde-Fotos-3.zip");
  });
});
