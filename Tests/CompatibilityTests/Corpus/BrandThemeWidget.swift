import SwiftUI
import WidgetKit

// A banking app's balance widget themed from its asset catalog through Xcode's generated symbols:
// `Color(.brandPrimary)`, `Image(.brandBadge)` and `Color(.accent)` for the catalog's `AccentColor`.

struct BrandThemeEntry: TimelineEntry {
    let date: Date
    let balance: String
    let change: String
}

struct BrandThemeProvider: TimelineProvider {
    func placeholder(in context: Context) -> BrandThemeEntry { BrandThemeEntry(date: Date(), balance: "—", change: "") }

    func getSnapshot(in context: Context, completion: @escaping (BrandThemeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BrandThemeEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct BrandThemeView: View {
    let entry: BrandThemeEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(.brandBadge)
                    .resizable()
                    .frame(width: 20, height: 20)
                Text("Checking").font(.caption.weight(.semibold))
            }
            Spacer()
            Text(entry.balance).font(.title2.bold())
            Text(entry.change).font(.caption).foregroundStyle(Color(.accent))
        }
        .foregroundStyle(.white)
        .tint(Color(.accent))
        .containerBackground(Color(.brandPrimary), for: .widget)
    }
}

struct BrandThemeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BrandTheme", provider: BrandThemeProvider()) { entry in
            BrandThemeView(entry: entry)
        }
        .configurationDisplayName("Balance")
        .description("Your checking balance.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var brandTheme: CorpusCase {
        .widget(
            BrandThemeWidget.self, entry: BrandThemeEntry(date: corpusNow, balance: "$2,408.17", change: "+$120 today"),
            family: .systemSmall, expecting: ["Checking", "$2,408.17", "+$120 today"],
            assets: corpusAssetCatalog)
    }
}
