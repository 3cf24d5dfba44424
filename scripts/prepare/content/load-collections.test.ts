import { describe, expect, it } from "vitest";
import { asFileName, asFolderName } from "./load-collections.ts";

describe("download file names", () => {
  it("keep a title's words apart with hyphens and leave out what Windows or macOS refuse", () => {
    expect(asFileName("Camino del Sur-Press-Package.pdf")).toBe("Camino-del-Sur-Press-Package.pdf");
    expect(asFileName("La Vague: le retour-Dossier-de-Prensa.pdf")).toBe("La-Vague-le-retour-Dossier-de-Prensa.pdf");
    expect(asFileName("¿Dónde? - Fotos-3.zip")).toBe("¿Dónde-Fotos-3.zip");
    expect(asFileName("Der lange Sommer der Zugvögel – Vogelschutzwartenmitarbeiter-Presseheft.pdf")).toBe(
      "Der-lange-Sommer-der-Zugvögel-Vogelschutzwartenmitarbeiter-Presseheft.pdf",
    );
  });

  it("keep a folder's spaces inside a zip, and leave out what Windows or macOS refuse", () => {
    expect(asFolderName("Camino del Sur Artwork")).toBe("Camino del Sur Artwork");
    expect(asFolderName("Material gráfico de La Vague: le retour")).toBe("Material gráfico de La Vague le retour");
  });
});
