import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

/// SF's `snowflake` has six arms; Material's stand-in (`ac_unit`) has eight, so Widgetry draws its own: arms every
/// 60° from the vertical, each with a V near its tip, strokes at SF's weight. Measured on pixels: ink met going round
/// circles about the centre, and a reference PNG compared at the snapshot tolerance (the Cairo tests' `Snapshot`).
@Suite struct SnowflakeSymbolTests {
    let engine = PangoTextEngine()

    /// The snowflake at 2× on white, in its measured frame with a 4-point margin.
    func draw(_ symbol: DisplaySymbol) throws -> (png: Data, image: RGBAImage, frame: CGRect) {
        let size = engine.measure(symbol).size
        let frame = CGRect(x: 4, y: 4, width: size.width, height: size.height)
        let list = DisplayList(
            size: CGSize(width: size.width + 8, height: size.height + 8),
            items: [.image(DisplayImage(content: .symbol(symbol), frame: frame))])
        var options = RenderOptions(scale: 2)
        options.backdrop = .white
        let png = try CairoPainter(format: .png).paint(list, options: options)
        return (png, try RGBAImage(png: png), frame)
    }

    /// The inked runs met going once round a circle about the frame's centre (radius as a fraction of half the
    /// frame's height), and the angles (degrees, 0 up, clockwise) of their middles.
    func arms(_ image: RGBAImage, frame: CGRect, radius fraction: Double) -> [Double] {
        let centre = CGPoint(x: frame.midX * 2, y: frame.midY * 2)
        let radius = fraction * frame.height * 2
        let steps = 720
        let inked = (0..<steps).map { step -> Bool in
            let angle = Double(step) / Double(steps) * 2 * Double.pi
            let x = Int((centre.x + sin(angle) * radius).rounded())
            let y = Int((centre.y - cos(angle) * radius).rounded())
            return image.pixels[(y * image.width + x) * 4] < 128
        }
        // Start just after a clear sample so no run is split across the end.
        guard let clear = inked.firstIndex(of: false) else { return [] }
        var middles: [Double] = []
        var start: Int?
        for offset in 1...steps {
            let index = (clear + offset) % steps
            if inked[index], start == nil { start = clear + offset }
            if !inked[index], let first = start {
                let middle = Double(first + clear + offset - 1) / 2
                middles.append((middle.truncatingRemainder(dividingBy: Double(steps))) / Double(steps) * 360)
                start = nil
            }
        }
        return middles.sorted()
    }

    @Test func snowflakeHasSixArmsEverySixtyDegreesFromTheVertical() throws {
        let (png, image, frame) = try draw(DisplaySymbol(name: "snowflake", pointSize: 48, paints: [.color(.black)]))
        try Snapshot.assert(png, suite: "SnowflakeSymbolTests", named: "snowflake")
        // Near the tips only the six arms are crossed: at 0, 60, …, 300 degrees (Material's ac_unit: eight, every 45).
        let tips = arms(image, frame: frame, radius: 0.46)
        #expect(tips.count == 6, "\(tips)")
        let sextants = Set(tips.map { Int(($0 / 60).rounded()) % 6 })
        #expect(sextants == Set(0..<6), "\(tips)")
        for angle in tips {
            let off = angle.truncatingRemainder(dividingBy: 60)
            #expect(min(off, 60 - off) < 3, "an arm at \(angle)°")
        }
        // Through the V's each arm carries two branches: the circle there crosses over twice the ink it crosses
        // between the centre and the forks, where there are only the arms.
        let inner = inkedLength(image, frame: frame, radius: 0.18)
        let forks = inkedLength(image, frame: frame, radius: 0.35)
        #expect(forks > 2 * inner, "ink across the V's \(forks) px, across the arms alone \(inner) px")
        // The frame is the ink: as tall as a full-size icon at this size, narrower by about cos 30°.
        #expect(abs(frame.width / frame.height - 0.87) < 0.03, "\(frame)")
    }

    /// The length in pixels of the inked part of a circle about the frame's centre.
    func inkedLength(_ image: RGBAImage, frame: CGRect, radius fraction: Double) -> Double {
        let centre = CGPoint(x: frame.midX * 2, y: frame.midY * 2)
        let radius = fraction * frame.height * 2
        let steps = 1440
        let inked = (0..<steps).filter { step in
            let angle = Double(step) / Double(steps) * 2 * Double.pi
            let x = Int((centre.x + sin(angle) * radius).rounded())
            let y = Int((centre.y - cos(angle) * radius).rounded())
            return image.pixels[(y * image.width + x) * 4] < 128
        }
        return Double(inked.count) / Double(steps) * 2 * Double.pi * radius
    }

    @Test func snowflakeStrokesFollowTheWeight() throws {
        func inked(_ weight: DisplayFont.Weight) throws -> Int {
            let image = try draw(
                DisplaySymbol(name: "snowflake", pointSize: 48, weight: weight, paints: [.color(.black)])
            ).image
            return stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 128 }.count
        }
        let light = try inked(.light)
        let regular = try inked(.regular)
        let bold = try inked(.bold)
        #expect(light < regular && regular < bold, "light \(light), regular \(regular), bold \(bold)")
    }
}
