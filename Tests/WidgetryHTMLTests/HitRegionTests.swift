import Foundation
import Testing
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

@Suite struct HitRegionTests {
    let frame = CGRect(x: 10, y: 10, width: 50, height: 30)

    func link(_ url: String, painter: HTMLPainter = HTMLFixtures.painter()) throws -> String {
        try HTMLFixtures.fragment(
            [], hitRegions: [HitRegion(frame: frame, action: .openURL(URL(string: url)!, source: .link))],
            painter: painter)
    }

    @Test(arguments: ["https://example.com/a", "HTTP://example.com"])
    func webLinksHaveHrefs(url: String) throws {
        let html = try link(url)
        #expect(
            html.contains(
                "<a class=\"wgt-hit wgt-link\" href=\"\(url)\" rel=\"noopener noreferrer\" data-url=\"\(url)\""))
        #expect(html.contains("left:10px;top:10px;width:50px;height:30px;"))
    }

    @Test(arguments: ["weather://cupertino", "javascript:alert(1)", "mailto:a@b.c", "data:text/html,hi"])
    func otherSchemesHaveOnlyDataURL(url: String) throws {
        let html = try link(url)
        #expect(!html.contains("href="))
        #expect(html.contains("role=\"link\" tabindex=\"0\" data-url=\"\(url)\" data-source=\"link\""))
    }

    @Test func allowedCustomSchemesGetHrefsButScriptsNever() throws {
        var painter = HTMLFixtures.painter()
        painter.allowedURLSchemes = ["weather", "javascript"]
        painter.linkTarget = "_blank"
        #expect(
            try link("weather://cupertino", painter: painter).contains("href=\"weather://cupertino\" target=\"_blank\"")
        )
        #expect(!(try link("javascript:alert(1)", painter: painter).contains("href=")))
    }

    @Test func buttonsCarryTheirIntent() throws {
        let intent = IntentInvocation(type: "AddToCartIntent", parameters: ["count": 2, "item": "tea", "gift": false])
        let html = try HTMLFixtures.fragment([], hitRegions: [HitRegion(frame: frame, action: .button(intent))])
        #expect(
            html.contains(
                "<button type=\"button\" class=\"wgt-hit wgt-button\" data-intent=\"AddToCartIntent\" "
                    + "data-parameters=\"{&quot;count&quot;:2,&quot;gift&quot;:false,&quot;item&quot;:&quot;tea&quot;}\""
            ))
    }

    @Test(arguments: [true, false])
    func togglesAreSwitches(isOn: Bool) throws {
        let intent = IntentInvocation(type: "ToggleLightIntent", parameters: ["value": .bool(!isOn)])
        let html = try HTMLFixtures.fragment(
            [], hitRegions: [HitRegion(frame: frame, action: .toggle(intent, isOn: isOn))])
        #expect(
            html.contains(
                "class=\"wgt-hit wgt-toggle\" role=\"switch\" aria-checked=\"\(isOn)\" data-intent=\"ToggleLightIntent\""
            ))
        #expect(html.contains("data-is-on=\"\(isOn)\""))
    }

    @Test func regionsStackByZIndexThenOrder() throws {
        let regions = [
            HitRegion(frame: frame, action: .button(IntentInvocation(type: "Top")), zIndex: 2),
            HitRegion(frame: frame, action: .button(IntentInvocation(type: "Bottom")), zIndex: 0),
            HitRegion(frame: frame, action: .button(IntentInvocation(type: "Middle")), zIndex: 0),
        ]
        let html = try HTMLFixtures.fragment([], hitRegions: regions)
        let order = ["Bottom", "Middle", "Top"].map { html.range(of: "data-intent=\"\($0)\"")!.lowerBound }
        #expect(order == order.sorted())
    }

    @Test func regionsAreNamedByTheTextInside() throws {
        let html = try HTMLFixtures.fragment(
            [
                HTMLFixtures.text("Buy", at: CGPoint(x: 15, y: 15)),
                HTMLFixtures.text("Elsewhere", at: CGPoint(x: 100, y: 60)),
            ],
            hitRegions: [HitRegion(frame: frame, action: .button(IntentInvocation(type: "Buy")))])
        #expect(html.contains("aria-label=\"Buy\""))
    }
}
