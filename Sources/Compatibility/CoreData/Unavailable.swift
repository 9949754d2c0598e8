// Core Data does not exist on Linux.
import Foundation
