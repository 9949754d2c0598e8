import SwiftUI
import UIKit
import WidgetKit

/// What the swatch widget fills its square with: each form a widget gets a color or an image in.
enum PlatformSwatchFill: @unchecked Sendable {
    case image(UIImage)
    case color(Color)
    case uiColor(UIColor)
    case colorResource(ColorResource)
    case imageResource(ImageResource)
}

struct PlatformSwatchEntry: TimelineEntry {
    let date: Date
    let fill: PlatformSwatchFill
}

struct PlatformSwatchProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlatformSwatchEntry {
        PlatformSwatchEntry(date: Date(timeIntervalSince1970: 0), fill: .color(.gray))
    }

    func getSnapshot(in context: Context, completion: @escaping (PlatformSwatchEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PlatformSwatchEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A 60-point square on black, filled with the entry's color or image.
struct PlatformSwatchView: View {
    let entry: PlatformSwatchEntry

    var body: some View {
        ZStack {
            switch entry.fill {
            case .image(let image):
                Image(uiImage: image).resizable().frame(width: 60, height: 60)
            case .color(let color):
                color.frame(width: 60, height: 60)
            case .uiColor(let color):
                Color(uiColor: color).frame(width: 60, height: 60)
            case .colorResource(let resource):
                Rectangle().fill(Color(resource)).frame(width: 60, height: 60)
            case .imageResource(let resource):
                Image(resource).resizable().frame(width: 60, height: 60)
            }
        }
        .containerBackground(Color.black, for: .widget)
    }
}

struct PlatformSwatchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PlatformSwatch", provider: PlatformSwatchProvider()) { entry in
            PlatformSwatchView(entry: entry)
        }
        .configurationDisplayName("Swatch")
        .supportedFamilies([.systemSmall])
    }
}
