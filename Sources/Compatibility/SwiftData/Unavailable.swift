// SwiftData does not exist on Linux.
import Foundation
