extension HTMLFontSet {
    /// Every file of the standard set: Inter and Inter Display in nine weights, upright and italic; Noto Color
    /// Emoji; DejaVu Sans Mono and DejaVu Serif; Nunito (variable, upright
    /// and italic) and Quicksand.
    public static let standardFiles: [File] = {
        let weights: [(Int, String)] = [
            (100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"), (600, "SemiBold"),
            (700, "Bold"), (800, "ExtraBold"), (900, "Black"),
        ]
        var files: [File] = []
        for (family, prefix) in [("Inter", "Inter"), ("Inter Display", "InterDisplay")] {
            for (weight, name) in weights {
                for italic in [false, true] {
                    let style = italic ? (weight == 400 ? "Italic" : name + "Italic") : name
                    let fileName = prefix + "-" + style + ".otf"
                    files.append(
                        File(
                            family: family, weight: weight, isItalic: italic, fileName: fileName,
                            systemPath: "/usr/share/fonts/opentype/inter/" + fileName))
                }
            }
        }
        files.append(
            File(
                family: "Noto Color Emoji", weight: 400, isItalic: false, fileName: "NotoColorEmoji.ttf",
                systemPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"))
        let dejaVu: [(String, String)] = [("DejaVu Sans Mono", "DejaVuSansMono"), ("DejaVu Serif", "DejaVuSerif")]
        for (family, prefix) in dejaVu {
            let italicName = prefix == "DejaVuSansMono" ? "Oblique" : "Italic"
            let styles: [(Int, Bool, String)] = [
                (400, false, ""), (700, false, "-Bold"), (400, true, "-" + italicName),
                (700, true, "-Bold" + italicName),
            ]
            for (weight, italic, suffix) in styles {
                let fileName = prefix + suffix + ".ttf"
                files.append(
                    File(
                        family: family, weight: weight, isItalic: italic, fileName: fileName,
                        systemPath: "/usr/share/fonts/truetype/dejavu/" + fileName))
            }
        }
        for (italic, fileName) in [(false, "Nunito-Variable.ttf"), (true, "Nunito-Italic-Variable.ttf")] {
            files.append(
                File(
                    family: "Nunito", weight: 200, maxWeight: 1000, isItalic: italic, fileName: fileName,
                    systemPath: widgetryFonts + fileName))
        }
        for (weight, name) in [(300, "Light"), (400, "Regular"), (500, "Medium"), (700, "Bold")] {
            let fileName = "Quicksand-" + name + ".ttf"
            files.append(
                File(
                    family: "Quicksand", weight: weight, isItalic: false, fileName: fileName,
                    systemPath: "/usr/share/fonts/truetype/quicksand/" + fileName))
        }
        return files
    }()

    /// Where `scripts/setup.sh` installs the fonts Debian does not package.
    static let widgetryFonts = "/usr/local/share/fonts/widgetry/"
}
