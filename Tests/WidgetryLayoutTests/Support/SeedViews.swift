import Foundation
import WidgetryIntents
import WidgetryUI

// The seed views of /work/shared/conformance/samples, as widget authors wrote them.

/// Seed 002 ("Building Widgets"): the weather widget.
struct WeatherSeedView: View {
    var temperature = 78
    var symbol = "sun.max.fill"
    var conditions = "Sunny"

    var body: some View {
        VStack {
            HStack {
                Text("\(temperature)°")
                    .font(.system(size: 32))
                    .id("temperature")
                Image(systemName: symbol)
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 40)
                    .id("symbol")
            }
            HStack {
                Text(conditions)
                    .font(.system(size: 16, weight: .bold))
                    .id("conditions")
            }
        }
        .containerBackground(Color("sunny-color").gradient, for: .widget)
    }
}

/// Seed 000 (game status): the small widget's summary.
struct GameTurnSummarySeedView: View {
    var status: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Game Status").font(.caption).foregroundStyle(.secondary).id("caption")
            Text(status).font(.headline).privacySensitive().id("status")
        }
        .containerBackground(.fill.tertiary, for: .widget)
        .widgetURL(URL(string: "mygame://status"))
    }
}

/// Seed 001 (country): the medium widget.
struct CountrySeedView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("United Kingdom").font(.title).bold().lineLimit(1).minimumScaleFactor(0.5).id("name")
            Text("London").font(.subheadline).foregroundColor(.secondary).id("capital")
            Spacer()
            Link(destination: URL(string: "https://en.wikipedia.org/wiki/United_Kingdom")!) {
                Label("Details", systemImage: "info.circle")
            }
            .id("link")
        }
        .padding()
    }
}

/// Seed 003 (interactive widgets): a favorite button and toggle.
struct FavoriteSeedView: View {
    var body: some View {
        HStack {
            Text("Item")
            Spacer()
            Button(intent: FavoriteIntent(itemID: "42")) {
                Image(systemName: "star.fill")
            }
            .id("button")
            Toggle(isOn: true, intent: FavoriteIntent(itemID: "42")) {
                Text("Favorite")
            }
            .id("toggle")
        }
        .padding()
        .invalidatableContent()
    }
}

/// Seed 000 (game status): the character detail widget.
struct CharacterDetailSeedView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("🐼").font(.system(size: 40)).id("avatar")
            Text("Power Panda").font(.headline).id("name")
            ProgressView(value: 0.14).id("progress")
            Gauge(value: 0.14) { Text("Health") }
                .gaugeStyle(.linearCapacity)
                .id("gauge")
        }
        .containerBackground(for: .widget) { Color.green.opacity(0.2) }
    }
}
