/**
 * Bootstrap's dialogs (the modal, the side panel's offcanvas and the accordion): the part of
 * Bootstrap that is not in every page's stylesheet. Each component that renders one imports this
 * module, so the rules load with the first dialog's code (scripts/postcss/purgeBootstrap.cjs
 * splits Bootstrap's stylesheet in two; `dialogStyles.test.ts` checks that no dialog forgets).
 */
import 'bootstrap/dist/css/bootstrap.css';
