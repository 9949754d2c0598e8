// SiriKit intent classes for widgets configured through `.intentdefinition` files.
import Foundation
