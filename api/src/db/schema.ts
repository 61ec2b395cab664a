import type { Generated } from 'kysely';
import type { CommitteeTables } from '../features/committee/tables';
import type { ClubTables } from '../features/clubs/tables';
import type { MembershipTables } from '../features/membership/tables';
import type { LexiconTables } from '../features/lexicon/tables';
import type { ShopTables } from '../features/shop/tables';
import type { MemberTables } from '../features/members/tables';
import type { OrderTables } from '../features/orders/tables';
import type { PaymentTables } from '../features/payments/tables';
import type { RegistrationTables } from '../features/registrations/tables';
import type { MailTables } from '../features/mail/tables';
import type { SelectionTables } from '../features/selection/tables';
import type { MediaTables } from '../features/media/tables';
import type { NewsletterTables } from '../features/newsletter/tables';
import type { HealthTables } from '../features/health/tables';
import type { RateCounterTables } from '../features/security/tables';
import type { AuthTables } from '../features/auth/tables';
import type { EditingTables } from '../features/editing/tables';
import type { UploadTables } from '../features/uploads/tables';
import type { StoredFileTables } from '../features/files/tables';
import type { ReleaseTables } from '../features/releases/tables';
import type { SettingsTables } from '../features/settings/tables';
import type { DonationTables } from '../features/donations/tables';
import type { DocumentTables } from '../features/documents/tables';
import type { SearchTables } from '../features/search/tables';
import type { BinTables } from '../features/bin/tables';
import type { LicenseeTables } from '../features/licensees/tables';
import type { EspaceTables } from '../features/espace/tables';
import type { CompetitionTables } from '../features/competitions/tables';

/** The tables, as Kysely sees them. Dates are ISO 8601 strings (portable to PostgreSQL). */
export interface Database
  extends
    ShopTables,
    MemberTables,
    OrderTables,
    PaymentTables,
    RegistrationTables,
    MailTables,
    CommitteeTables,
    ClubTables,
    LicenseeTables,
    EspaceTables,
    CompetitionTables,
    MembershipTables,
    LexiconTables,
    SelectionTables,
    MediaTables,
    NewsletterTables,
    HealthTables,
    RateCounterTables,
    AuthTables,
    UploadTables,
    StoredFileTables,
    ReleaseTables,
    SettingsTables,
    DonationTables,
    DocumentTables,
    SearchTables,
    BinTables,
    EditingTables {
  content_pages: {
    slug: string;
    title: string;
    body: string;
    updated_at: string;
    /** Who last saved it from the back office (their e-mail); null for the delivered text. */
    updated_by: string | null;
  };
  partners: {
    id: Generated<number>;
    name: string;
    image: string;
    website: string;
    description: string;
    position: number;
    /** A logo uploaded from the back office (migration 018), shown instead of `image`; its text alternative. */
    logo_upload_id: Generated<number | null>;
    logo_alt: Generated<string>;
  };
  terms_acceptances: {
    id: Generated<number>;
    accepted_at: string;
    terms_version: string;
    /** Also in the visitor's `cgu_accepted` cookie: one row per browser (null before 006). */
    acceptance_id: string | null;
  };
}
