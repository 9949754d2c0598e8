// Swift Testing looks for this cross-import overlay when a file imports both Testing and UIKit; on Linux it
// adds nothing.
