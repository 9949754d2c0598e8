// What the page knows: the token, the switches, the host, the widgets and the instances shown, the Live Activities
// and the controls.
export const state = {
  token: null,
  scheme: "light",
  locked: false,
  glass: "",
  host: null,
  widgets: [],
  widgetsByKind: {},
  instances: {},
  activities: {},
  controls: {},
  loading: {},
  dirty: {},
  events: null
};
