import MisbehavingWidgets
import Widgetry

// `misbehaving-widgets serve --isolate`: a host that keeps serving while these providers throw, hang, block,
// trap and leak.
await MisbehavingWidgets.main()
