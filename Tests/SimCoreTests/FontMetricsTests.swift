import Testing
@testable import SimCore

/// Font.width(of:) against advances read from the shipped fonts. The expected sums in
/// units per em were read with fontTools from Public/fonts/Inter-Regular.otf and
/// Inter-SemiBold.otf (units per em 2816):
///     f = TTFont(path); cmap = f.getBestCmap()
///     sum(f["hmtx"][cmap[ord(c)]][0] for c in text)
@Suite struct FontMetricsTests {
    static let unitsPerEm = 2816.0

    func points(_ units: Int, size: Double = 17) -> Double { Double(units) * size / Self.unitsPerEm }

    @Test func interHasTheUnitsPerEmOfTheShippedFont() {
        #expect(FontMetrics.interUnitsPerEm == Self.unitsPerEm)
    }

    @Test(arguments: [
        ("Hello", 6740, 6944), (" ", 792, 699), ("\u{2022}", 1584, 1398), ("\u{2026}", 2312, 2270),
        ("AV", 3808, 4076), ("Ж", 2672, 2928), ("é", 1640, 1669), ("Ω", 2144, 2176), ("\u{2014}", 2816, 2816),
        ("íø", 2348, 2446),
    ])
    func widthsAreTheFontsAdvances(text: String, regular: Int, semibold: Int) {
        #expect(abs(Font(size: 17).width(of: text) - points(regular)) < 1e-9)
        #expect(abs(Font(size: 17, weight: 600).width(of: text) - points(semibold)) < 1e-9)
        #expect(abs(Font(size: 13).width(of: text) - points(regular, size: 13)) < 1e-9)
    }

    @Test func noKerningAWidthIsTheSumOfItsCharacters() {
        let font = Font.body
        let text = "AVATAR To Wave, 1990 iíø …"
        let sum = text.reduce(0.0) { $0 + font.width(of: String($1)) }
        #expect(abs(font.width(of: text) - sum) < 1e-9)
        #expect(font.width(of: "") == 0)
    }

    @Test func weightsBelow600AreRegularAndFrom600Semibold() {
        let regular = Font(size: 17).width(of: "Hello")
        let semibold = Font(size: 17, weight: 600).width(of: "Hello")
        #expect(regular != semibold)
        #expect(Font(size: 17, weight: 300).width(of: "Hello") == regular)
        #expect(Font(size: 17, weight: 500).width(of: "Hello") == regular)
        #expect(Font(size: 17, weight: 700).width(of: "Hello") == semibold)
        #expect(Font.headline.width(of: "Hello") == semibold)
    }

    @Test func eastAsianWideCharactersAreOneEm() {
        #expect(Font(size: 17).width(of: "電") == 17)
        #expect(Font(size: 20, weight: 600).width(of: "ログイン") == 80)
        #expect(Font(size: 17).width(of: "\u{3000}") == 17)  // ideographic space
        #expect(Font(size: 17).width(of: "Ａ") == 17)  // fullwidth A
    }

    @Test func codePointsInterLacksAreItsAverageAdvance() {
        // U+0E01 THAI CHARACTER KO KAI: outside the tables; OS/2 xAvgCharWidth 1838 / 1849.
        #expect(abs(Font(size: 17).width(of: "\u{0E01}") - points(1838)) < 1e-9)
        #expect(abs(Font(size: 17, weight: 600).width(of: "\u{0E01}") - points(1849)) < 1e-9)
    }

    @Test func combiningMarksHaveNoAdvance() {
        #expect(Font.body.width(of: "e\u{0301}") == Font.body.width(of: "e"))
    }

    @Test func aFieldsCaretSitsAtThePrefixWidthAndSecureTextAtBullets() {
        let field = TextField(id: "f")
        field.setText("Hello, World!")
        #expect(field.x(ofOffset: 5) == Font.body.width(of: "Hello"))
        #expect(field.offset(atX: Font.body.width(of: "Hello") + 1) == 5)
        field.isSecureTextEntry = true
        #expect(abs(field.x(ofOffset: 5) - points(5 * 1584)) < 1e-9)
    }
}
