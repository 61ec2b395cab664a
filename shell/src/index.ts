// The shell's entry: the federation runtime, then the app. Its shared singletons (React, the
// router, @wado/shared) are in this very file (eager), and so is the app (webpackMode "eager"):
// the page names this file in its HTML and downloads it while it loads, in one request. This file
// only runs once the server's page has loaded and painted (start/startAfterPageLoad.ts adds it).
void import(/* webpackMode: "eager" */ './bootstrap');
