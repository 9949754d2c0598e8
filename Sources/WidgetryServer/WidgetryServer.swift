// The WidgetryServer module; see ARCHITECTURE.md.
