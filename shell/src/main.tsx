// The first script starts the federation runtime and nothing else; the site's modules evaluate in a task of their own after it, so
// a phone answers input between the two instead of after one long task (decision 055).
setTimeout(() => void import(/* webpackMode: "eager" */ './boot'), 0);
