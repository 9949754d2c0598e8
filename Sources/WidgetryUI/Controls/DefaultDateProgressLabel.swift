import Foundation

/// The default current-value label of a timer progress view: the live remaining (or elapsed) time.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown).monospacedDigit()
    }
}
