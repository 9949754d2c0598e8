// The WidgetryLayout module; see ARCHITECTURE.md.
