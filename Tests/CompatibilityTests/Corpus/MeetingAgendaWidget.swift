import AppIntents
import SwiftUI
import WidgetKit

// A calendar app's agenda widget: an empty day shows `ContentUnavailableView`, a meeting's "Join" button is an App
// Intent that is disabled until the meeting is about to start, the row is given a `contentShape` as app code does
// for taps, the notes come as an `AttributedString`, and older code paths still say `edgesIgnoringSafeArea` and
// `accentColor`.

struct JoinMeetingIntent: AppIntent {
    static let title: LocalizedStringResource = "Join Meeting"

    @Parameter(title: "Meeting")
    var meetingID: String

    init() {}
    init(meetingID: String) { self.meetingID = meetingID }

    func perform() async throws -> some IntentResult { .result() }
}

struct AgendaMeeting: Sendable {
    let id: String
    let title: String
    let start: Date
    let notes: AttributedString
}

struct MeetingAgendaEntry: TimelineEntry {
    let date: Date
    let meeting: AgendaMeeting?
}

struct MeetingAgendaProvider: TimelineProvider {
    func placeholder(in context: Context) -> MeetingAgendaEntry {
        MeetingAgendaEntry(date: Date(), meeting: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (MeetingAgendaEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MeetingAgendaEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct MeetingAgendaView: View {
    var entry: MeetingAgendaEntry

    var body: some View {
        Group {
            if let meeting = entry.meeting {
                VStack(alignment: .leading, spacing: 6) {
                    Text(meeting.title).font(.headline)
                    Text(meeting.notes).font(.caption).foregroundStyle(.secondary)
                    Button(intent: JoinMeetingIntent(meetingID: meeting.id)) {
                        Label("Join", systemImage: "video.fill")
                    }
                    .disabled(meeting.start.timeIntervalSince(entry.date) > 5 * 60)
                    .accentColor(.green)
                }
                .contentShape(Rectangle())
            } else {
                ContentUnavailableView(
                    "No Meetings", systemImage: "calendar", description: Text("Enjoy a quiet day."))
            }
        }
        .containerBackground(for: .widget) {
            Color(.systemBackground).edgesIgnoringSafeArea(.all)
        }
    }
}

struct MeetingAgendaWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MeetingAgenda", provider: MeetingAgendaProvider()) { entry in
            MeetingAgendaView(entry: entry)
        }
        .configurationDisplayName("Next Meeting")
        .description("Your next meeting, with a button to join it.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension CorpusCase {
    static var meetingAgenda: CorpusCase {
        .widget(
            MeetingAgendaWidget.self, entry: MeetingAgendaEntry(date: corpusNow, meeting: nil), family: .systemSmall,
            expecting: ["No Meetings", "Enjoy a quiet day."])
    }
}
