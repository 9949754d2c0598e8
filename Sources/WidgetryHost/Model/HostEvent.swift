/// Something that happened in a host, as observers see it (the web home screen, a simulation, logs).
public enum HostEvent: Sendable {
    /// A widget was added; its placeholder is shown.
    case instanceAdded(WidgetInstance)
    /// A widget was removed.
    case instanceRemoved(id: String)
    /// A widget's configuration changed.
    case instanceReconfigured(WidgetInstance)
    /// A ledger line was written: a reload, refusal, deferral, failure or warning.
    case recorded(ReloadRecord)
    /// A new timeline was installed and its entries rendered.
    case timelineInstalled(TimelineRecord)
    /// An instance started showing an entry (or its placeholder).
    case entryShown(ShownEntry)
    /// A control's value changed.
    case controlChanged(ControlState)
    /// A Smart Stack's top or reason changed (`record` says why), its settings or members changed (`record` is
    /// `nil`), or it was deleted or emptied (`top` is `nil`).
    case stackChanged(id: String, top: String?, record: StackRotationRecord?)
}
