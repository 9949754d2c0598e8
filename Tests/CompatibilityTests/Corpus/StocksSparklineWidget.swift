import Combine
import SwiftUI
import WidgetKit

// A stocks widget: quotes arrive through a Combine pipeline in the provider, and each sparkline is a `Path` drawn
// in the size `GeometryReader` reports, with the global frame read through `frame(in:)`.

struct StockQuote: Identifiable, Sendable {
    let id: String
    let price: Double
    let change: Double
    let history: [Double]
}

struct StocksSparklineEntry: TimelineEntry {
    let date: Date
    let quotes: [StockQuote]
}

final class StockQuoteLoader {
    private var cancellables = Set<AnyCancellable>()

    func load(_ symbols: [String], completion: @escaping ([StockQuote]) -> Void) {
        Just(symbols)
            .map { $0.map { StockQuote(id: $0, price: 100, change: 0, history: [1, 2, 3]) } }
            .sink { completion($0) }
            .store(in: &cancellables)
    }
}

struct StocksSparklineProvider: TimelineProvider {
    func placeholder(in context: Context) -> StocksSparklineEntry {
        StocksSparklineEntry(date: Date(), quotes: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (StocksSparklineEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StocksSparklineEntry>) -> Void) {
        StockQuoteLoader().load(["AAPL", "MSFT"]) { quotes in
            completion(Timeline(entries: [StocksSparklineEntry(date: Date(), quotes: quotes)], policy: .atEnd))
        }
    }
}

struct StockSparkline: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let low = values.min(), let high = values.max(), values.count > 1 else { return path }
        let span = max(high - low, 0.0001)
        for (index, value) in values.enumerated() {
            let point = CGPoint(
                x: rect.minX + rect.width * CGFloat(index) / CGFloat(values.count - 1),
                y: rect.maxY - rect.height * CGFloat((value - low) / span))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

struct StocksSparklineView: View {
    let entry: StocksSparklineEntry

    var body: some View {
        VStack(spacing: 10) {
            ForEach(entry.quotes) { quote in
                HStack {
                    Text(quote.id).font(.headline).frame(width: 56, alignment: .leading)
                    GeometryReader { proxy in
                        StockSparkline(values: quote.history)
                            .stroke(quote.change >= 0 ? Color.green : Color.red, lineWidth: 1.5)
                            .frame(width: proxy.size.width, height: proxy.size.height)
                            .opacity(proxy.frame(in: .local).width > 20 ? 1 : 0)
                    }
                    VStack(alignment: .trailing) {
                        Text(String(format: "%.2f", quote.price)).font(.subheadline.monospacedDigit())
                        Text(String(format: "%+.2f%%", quote.change))
                            .font(.caption.monospacedDigit())
                            .foregroundColor(quote.change >= 0 ? .green : .red)
                    }
                }
            }
        }
        .containerBackground(Color.black, for: .widget)
        .foregroundColor(.white)
    }
}

struct StocksSparklineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StocksSparkline", provider: StocksSparklineProvider()) { entry in
            StocksSparklineView(entry: entry)
        }
        .configurationDisplayName("Watchlist")
        .description("Your stocks today.")
        .supportedFamilies([.systemMedium])
    }
}

extension CorpusCase {
    static var stocksSparkline: CorpusCase {
        let quotes = [
            StockQuote(id: "AAPL", price: 231.4, change: 1.25, history: [228, 229.5, 229, 230.8, 231.4]),
            StockQuote(id: "MSFT", price: 412.1, change: -0.8, history: [416, 415, 413.2, 414, 412.1]),
        ]
        return .widget(
            StocksSparklineWidget.self, entry: StocksSparklineEntry(date: corpusNow, quotes: quotes),
            family: .systemMedium, expecting: ["AAPL", "231.40", "+1.25%", "MSFT", "-0.80%"])
    }
}
