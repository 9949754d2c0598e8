import SwiftUI
import WidgetKit

// A white-noise app's widget (iOS 17/18 era): a mesh-gradient backdrop per soundscape, the playing symbol with
// iOS 17 symbol effects, a hue-rotated accent per soundscape, a record sleeve turned in 3D, an inverted timer badge
// and a luminance mask made from the app's wordmark.

struct AmbientSoundEntry: TimelineEntry {
    let date: Date
    let soundscape: String
    let isPlaying: Bool
    let minutesLeft: Int
    let hueShift: Double
}

struct AmbientSoundProvider: TimelineProvider {
    func placeholder(in context: Context) -> AmbientSoundEntry {
        AmbientSoundEntry(date: Date(), soundscape: "Rain", isPlaying: true, minutesLeft: 25, hueShift: 40)
    }

    func getSnapshot(in context: Context, completion: @escaping (AmbientSoundEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AmbientSoundEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct AmbientBackdrop: View {
    var body: some View {
        MeshGradient(
            width: 3, height: 3,
            points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [0.8, 0.2], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ],
            colors: [
                .black, .indigo, .purple,
                .blue, .teal, .indigo,
                .black, .blue, .mint,
            ])
    }
}

struct AmbientSoundView: View {
    var entry: AmbientSoundEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: entry.isPlaying ? "speaker.wave.3.fill" : "speaker.slash.fill")
                    .symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: entry.isPlaying)
                    .contentTransition(.symbolEffect(.replace.downUp))
                Spacer()
                Image(systemName: "moon.zzz.fill")
                    .symbolEffect(.bounce.up, value: entry.minutesLeft)
                    .symbolEffect(.pulse.byLayer, isActive: true)
                Image(systemName: "exclamationmark.circle")
                    .symbolEffect(.disappear, isActive: entry.isPlaying)
            }
            .font(.title3)
            Text(entry.soundscape)
                .font(.headline)
                .foregroundStyle(.orange)
                .hueRotation(.degrees(entry.hueShift))
            RoundedRectangle(cornerRadius: 6)
                .fill(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
                .frame(width: 44, height: 44)
                .rotation3DEffect(.degrees(25), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: 0.6)
            Spacer(minLength: 0)
            Text("\(entry.minutesLeft) min left")
                .font(.caption.monospacedDigit())
                .padding(.horizontal, 6)
                .background(Capsule().fill(.white))
                .colorInvert()
            Text("HUSH")
                .font(.caption2.weight(.black))
                .foregroundStyle(.white)
                .luminanceToAlpha()
        }
        .foregroundStyle(.white)
        .containerBackground(for: .widget) { AmbientBackdrop() }
    }
}

struct AmbientSoundWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AmbientSound", provider: AmbientSoundProvider()) { entry in
            AmbientSoundView(entry: entry)
        }
        .configurationDisplayName("Soundscape")
        .description("What is playing and for how long.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var ambientSound: CorpusCase {
        .widget(
            AmbientSoundWidget.self,
            entry: AmbientSoundEntry(
                date: corpusNow, soundscape: "Rain", isPlaying: true, minutesLeft: 25, hueShift: 40),
            family: .systemSmall, expecting: ["Rain", "25 min left", "HUSH"])
    }
}
