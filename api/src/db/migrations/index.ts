import type { Migration } from 'kysely';
import * as initial from './001_initial';
import * as associationWado from './002_association_wado';
import * as shop from './004_shop';
import * as selectionMedia from './003_selection_media';
import * as orderLimits from './005_order_limits';
import * as newsletterConfirmation from './006_newsletter_confirmation';
import * as serverHealth from './007_server_health';
import * as sharedState from './008_shared_state';
import * as people from './009_people';
import * as publication from './010_publication';
import * as uploads from './011_uploads';
import * as clubReferences from './012_club_references';
import * as clubCoordinates from './013_club_coordinates';
import * as siteSettings from './014_site_settings';
import * as newsletterIssues from './015_newsletter_issues';
import * as lexiconTermKeys from './017_lexicon_term_keys';
import * as shopCatalogueEditing from './016_shop_catalogue_editing';
import * as associationEditing from './018_association_editing';
import * as selectionEditing from './019_selection_editing';
import * as cardPayments from './020_card_payments';
import * as eventRegistrations from './021_event_registrations';
import * as donations from './022_donations';
import * as cardOrders from './023_card_orders';
import * as documents from './024_documents';
import * as searchIndex from './025_search_index';
import * as privacyCardAndMap from './026_privacy_card_and_map';
import * as cookieList from './027_cookie_list';
import * as signInLimits from './028_sign_in_limits';
import * as deviceCookie from './029_device_cookie';
import * as mailboxKeys from './030_mailbox_keys';
import * as uploadPixels from './031_upload_pixels';
import * as mailRetryTimes from './032_mail_retry_times';
import * as storedFiles from './033_stored_files';
import * as releases from './034_releases';
import * as mailHeld from './035_mail_held';
import * as oneEventDeadline from './036_one_event_deadline';
import * as passwordResets from './037_password_resets';
import * as siteFactsInPages from './038_site_facts_in_pages';
import * as bin from './039_bin';
import * as clubsInTheirArrondissement from './040_clubs_in_their_arrondissement';
import * as binRecords from './041_bin_records';
import * as peopleClubs from './042_people_clubs';
import * as clubPresentation from './043_club_presentation';
import * as licensees from './044_licensees';
import * as seasonPayments from './045_season_payments';
import * as licenseeRetention from './046_licensee_retention';
import * as seasonReminders from './047_season_reminders';
import * as clubPhoto from './048_club_photo';
import * as demoMembersAreLicensees from './049_demo_members_are_licensees';
import * as licenceNumberSeries from './050_licence_number_series';
import * as seasonOpeningReminders from './051_season_opening_reminders';
import * as licenseeSpace from './052_licensee_space';
import * as licenseeSpaceLegalPages from './053_licensee_space_legal_pages';
import * as competitionEntries from './054_competition_entries';
import * as espacePrivacy from './055_espace_privacy';
import * as podiumEntries from './056_podium_entries';
import * as competitionEntriesPrivacy from './057_competition_entries_privacy';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_association_wado': associationWado,
  '003_selection_media': selectionMedia,
  '004_shop': shop,
  '005_order_limits': orderLimits,
  '006_newsletter_confirmation': newsletterConfirmation,
  '007_server_health': serverHealth,
  '008_shared_state': sharedState,
  '009_people': people,
  '010_publication': publication,
  '011_uploads': uploads,
  '012_club_references': clubReferences,
  '013_club_coordinates': clubCoordinates,
  '014_site_settings': siteSettings,
  '015_newsletter_issues': newsletterIssues,
  '016_shop_catalogue_editing': shopCatalogueEditing,
  '017_lexicon_term_keys': lexiconTermKeys,
  '018_association_editing': associationEditing,
  '019_selection_editing': selectionEditing,
  '020_card_payments': cardPayments,
  '021_event_registrations': eventRegistrations,
  '022_donations': donations,
  '023_card_orders': cardOrders,
  '024_documents': documents,
  '025_search_index': searchIndex,
  '026_privacy_card_and_map': privacyCardAndMap,
  '027_cookie_list': cookieList,
  '028_sign_in_limits': signInLimits,
  '029_device_cookie': deviceCookie,
  '030_mailbox_keys': mailboxKeys,
  '031_upload_pixels': uploadPixels,
  '032_mail_retry_times': mailRetryTimes,
  '033_stored_files': storedFiles,
  '034_releases': releases,
  '035_mail_held': mailHeld,
  '036_one_event_deadline': oneEventDeadline,
  '037_password_resets': passwordResets,
  '038_site_facts_in_pages': siteFactsInPages,
  '039_bin': bin,
  '040_clubs_in_their_arrondissement': clubsInTheirArrondissement,
  '041_bin_records': binRecords,
  '042_people_clubs': peopleClubs,
  '043_club_presentation': clubPresentation,
  '044_licensees': licensees,
  '045_season_payments': seasonPayments,
  '046_licensee_retention': licenseeRetention,
  '047_season_reminders': seasonReminders,
  '048_club_photo': clubPhoto,
  '049_demo_members_are_licensees': demoMembersAreLicensees,
  '050_licence_number_series': licenceNumberSeries,
  '051_season_opening_reminders': seasonOpeningReminders,
  '052_licensee_space': licenseeSpace,
  '053_licensee_space_legal_pages': licenseeSpaceLegalPages,
  '054_competition_entries': competitionEntries,
  '055_espace_privacy': espacePrivacy,
  '056_podium_entries': podiumEntries,
  '057_competition_entries_privacy': competitionEntriesPrivacy,
};
