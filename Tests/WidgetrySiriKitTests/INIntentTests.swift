import Testing

@testable import WidgetrySiriKit

@Suite struct INIntentTests {}
