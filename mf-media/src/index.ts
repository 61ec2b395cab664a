// Entry of the remote's own page (served alone); the shell uses remoteEntry.js instead.
import('./bootstrap');
