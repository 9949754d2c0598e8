import Foundation
import Testing
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

@Suite struct EscapingTests {
    @Test func scriptInTextShowsAsText() throws {
        let html = try HTMLFixtures.fragment([
            HTMLFixtures.text("<script>alert('x')</script> & \"more\"", at: CGPoint(x: 0, y: 0))
        ])
        #expect(html.contains("&lt;script&gt;alert('x')&lt;/script&gt; &amp; \"more\""))
        #expect(!html.contains("<script"))
    }

    @Test func controlCharactersAreDroppedAndLineBreaksKept() throws {
        let html = try HTMLFixtures.fragment([HTMLFixtures.text("a\u{0}b\u{7}c\r\nd", at: .zero)])
        #expect(html.contains(">abc\nd</div>"))
    }

    @Test func attributeValuesAreEscaped() throws {
        let intent = IntentInvocation(
            type: "Say\"Hi\"<Intent>", parameters: ["text": "\"><img src=x onerror=alert(1)>"])
        let url = URL(string: "https://example.com/?q=%22%3E&a=1")!
        let html = try HTMLFixtures.fragment(
            [],
            hitRegions: [
                HitRegion(frame: CGRect(x: 0, y: 0, width: 10, height: 10), action: .button(intent)),
                HitRegion(frame: CGRect(x: 0, y: 0, width: 10, height: 10), action: .openURL(url, source: .link)),
            ])
        #expect(html.contains(#"data-intent="Say&quot;Hi&quot;&lt;Intent&gt;""#))
        #expect(
            html.contains(
                #"data-parameters="{&quot;text&quot;:&quot;\&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&quot;}""#))
        #expect(html.contains(#"href="https://example.com/?q=%22%3E&amp;a=1""#))
        #expect(!html.contains("<img src=x"))
    }

    @Test func customFontFamilyIsACSSString() throws {
        let font = DisplayFont(family: "Evil'\"; } body { color: red", size: 12)
        let html = try HTMLFixtures.fragment([HTMLFixtures.text("Hi", font: font, at: .zero)])
        #expect(html.contains(#"font-family:'Evil\'&quot;; } body { color: red','Inter'"#))
    }

    @Test func extraWidgetAttributesAreEscapedAndSorted() throws {
        let html = try HTMLFixtures.painter().fragment(
            DisplayList(size: CGSize(width: 10, height: 10)), options: HTMLFixtures.options(),
            attributes: ["data-kind": "a\"b", "data-instance": "<1>"])
        #expect(html.contains(#"data-instance="&lt;1&gt;" data-kind="a&quot;b""#))
    }

    @Test(arguments: ["onclick", "class", "style", "data-now", "data-x y", ""])
    func unsafeOrReservedAttributeNamesAreRejected(name: String) throws {
        #expect(throws: RenderingError.self) {
            try HTMLFixtures.painter().fragment(
                DisplayList(size: CGSize(width: 10, height: 10)), options: HTMLFixtures.options(),
                attributes: [name: "1"])
        }
    }
}
