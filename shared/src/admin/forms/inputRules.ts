// Written by `npm run forms` (shared/build/inputRules.ts) from the input schemas of the API:
// do not edit; change the schema, then run it again. inputRules.test.ts checks that they agree.
import type {
  AcceptInvitationRequest,
  AdminDonationExportQuery,
  AdminDonationQuery,
  AdminListQuery,
  AdminOrderExportQuery,
  AdminOrderQuery,
  AdminRegistrationEventsQuery,
  AlbumInput,
  ApiTokenRequest,
  AuditQuery,
  BillingRequest,
  CardPaymentReturnRequest,
  ClubInput,
  ClubListQuery,
  CoachInput,
  CommitteeMemberInput,
  CompetitionCategoryInput,
  CompetitionInput,
  CompetitionSettingsInput,
  CompetitorInput,
  DocumentInput,
  DonationRequest,
  EntryMoveRequest,
  EntryPaymentRequest,
  EntryRequest,
  EspaceEmailChangeRequest,
  EspaceErasureRequest,
  EspaceLinkRequest,
  EspaceSessionRequest,
  EventInput,
  EventsQuery,
  InterviewInput,
  InvitePersonRequest,
  LexiconQuery,
  LexiconTermInput,
  LicenceCategoryInput,
  LicenceRequest,
  LicenseeExportQuery,
  LicenseeImportRequest,
  LicenseeInput,
  LicenseeListQuery,
  LoginRequest,
  MemberCheckRequest,
  MembershipSeasonInput,
  MoneyExportQuery,
  MoneyQuery,
  NewPasswordRequest,
  NewsInput,
  NewsletterIssueInput,
  NewsletterRequest,
  OneClickUnsubscribeQuery,
  OrderLineRequest,
  OrderRequest,
  OrderStatusRequest,
  PartnerInput,
  PasswordChangeRequest,
  PasswordResetRequest,
  PersonRolesRequest,
  PhotoInput,
  PodiumCategoryInput,
  PodiumPlaceInput,
  PressInput,
  PublishRequest,
  QuoteRequest,
  RegistrationRequest,
  RegistrationSettingsInput,
  RegistrationTokenQuery,
  RegistrationTokenRequest,
  ResultsQuery,
  SearchQuery,
  SeasonAccountQuery,
  SeasonOverviewQuery,
  SeasonPaymentRequest,
  ShopAdminImageInput,
  ShopAdminItemInput,
  ShopAdminItemQuery,
  ShopAdminVariantInput,
  ShopCategoryInput,
  ShopItemQuery,
  ShopStockAdjustment,
  ShopStockHistoryQuery,
  SiteSettingsInput,
  TextPageInput,
} from '../../schemas';
import type { FormRules } from './fieldRules';

export const ACCEPT_INVITATION_REQUEST_RULES: FormRules<AcceptInvitationRequest> = {
  password: { required: false, maxLength: 256 },
};
export const ADMIN_DONATION_EXPORT_QUERY_RULES: FormRules<AdminDonationExportQuery> = {
  status: { required: false },
  q: { required: false, maxLength: 100 },
};
export const ADMIN_DONATION_QUERY_RULES: FormRules<AdminDonationQuery> = {
  status: { required: false },
  q: { required: false, maxLength: 100 },
  page: { required: true, integer: true, minimum: 1, maximum: 100000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 100 },
};
export const ADMIN_LIST_QUERY_RULES: FormRules<AdminListQuery> = {
  q: { required: false, maxLength: 100 },
  status: { required: false },
  page: { required: true, integer: true, minimum: 1, maximum: 10000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 50 },
};
export const ADMIN_ORDER_EXPORT_QUERY_RULES: FormRules<AdminOrderExportQuery> = {
  status: { required: false },
  q: { required: false, maxLength: 100 },
  payment: { required: false },
  from: { required: false },
  to: { required: false },
};
export const ADMIN_ORDER_QUERY_RULES: FormRules<AdminOrderQuery> = {
  status: { required: false },
  q: { required: false, maxLength: 100 },
  payment: { required: false },
  from: { required: false },
  to: { required: false },
  page: { required: true, integer: true, minimum: 1, maximum: 100000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 100 },
};
export const ADMIN_REGISTRATION_EVENTS_QUERY_RULES: FormRules<AdminRegistrationEventsQuery> = {
  period: { required: true },
  page: { required: true, integer: true, minimum: 1, maximum: 10000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 50 },
};
export const ALBUM_INPUT_RULES: FormRules<AlbumInput> = {
  title: { required: true, maxLength: 200 },
  date: { required: true },
  place: { required: true, maxLength: 200 },
  description: { required: false, maxLength: 2000 },
  cover: {
    required: false,
    fields: {
      uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
      alt: { required: true, maxLength: 300 },
    },
  },
  slug: { required: false, maxLength: 80 },
};
export const API_TOKEN_REQUEST_RULES: FormRules<ApiTokenRequest> = {
  label: { required: true, maxLength: 80 },
  expiresInDays: { required: false, integer: true, minimum: 1, maximum: 365 },
  roles: { required: false, maxItems: 8, items: { required: true } },
};
export const AUDIT_QUERY_RULES: FormRules<AuditQuery> = {
  page: { required: true, integer: true, minimum: 1, maximum: 10000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 50 },
  kind: { required: false, maxLength: 40 },
  actor: { required: false, maxLength: 254 },
};
export const BILLING_REQUEST_RULES: FormRules<BillingRequest> = {
  firstName: { required: false, maxLength: 80 },
  lastName: { required: false, maxLength: 80 },
  email: { required: false, maxLength: 274 },
  phone: { required: false, maxLength: 40 },
  address: { required: false, maxLength: 140 },
  addressMore: { required: false, maxLength: 140 },
  postcode: { required: false, maxLength: 25 },
  city: { required: false, maxLength: 80 },
};
export const CARD_PAYMENT_RETURN_REQUEST_RULES: FormRules<CardPaymentReturnRequest> = {
  payment: { required: true, maxLength: 64, minLength: 16 },
  checkoutIntentId: { required: true, integer: true, minimum: 1, maximum: 9007199254740991 },
};
export const CLUB_INPUT_RULES: FormRules<ClubInput> = {
  name: { required: true, maxLength: 120 },
  address: { required: true, maxLength: 200 },
  postalCode: { required: true },
  city: { required: true, maxLength: 100 },
  trainingTimes: { required: false, maxItems: 20, items: { required: true, maxLength: 200 } },
  email: { required: false, maxLength: 254 },
  phone: { required: false, maxLength: 30 },
  website: { required: false, maxLength: 500 },
  disciplines: { required: false, maxItems: 5, items: { required: true } },
  presentation: { required: false, maxLength: 800 },
  photo: {
    required: false,
    fields: {
      uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
      alt: { required: true, maxLength: 300 },
    },
  },
};
export const CLUB_LIST_QUERY_RULES: FormRules<ClubListQuery> = {
  q: { required: false, maxLength: 80 },
  region: { required: false },
  near: { required: false, maxLength: 40 },
  page: { required: true, integer: true, minimum: 1, maximum: 10000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 500 },
};
export const COACH_INPUT_RULES: FormRules<CoachInput> = {
  name: { required: true, maxLength: 120 },
  role: { required: true, maxLength: 120 },
  dan: { required: true, integer: true, minimum: 1, maximum: 10 },
  clubId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
  bio: { required: true, maxLength: 2000 },
  portrait: {
    required: false,
    fields: {
      uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
      alt: { required: true, maxLength: 300 },
    },
  },
  position: { required: false, integer: true, minimum: 0, maximum: 9999 },
};
export const COMMITTEE_MEMBER_INPUT_RULES: FormRules<CommitteeMemberInput> = {
  body: { required: true, maxLength: 60 },
  name: { required: true, maxLength: 120 },
  role: { required: true, maxLength: 200 },
  bio: { required: false, maxLength: 2000 },
  portrait: {
    required: false,
    fields: {
      uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
      alt: { required: true, maxLength: 300 },
    },
  },
  position: { required: true, integer: true, minimum: 0, maximum: 9999 },
};
export const COMPETITION_CATEGORY_INPUT_RULES: FormRules<CompetitionCategoryInput> = {
  id: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
  label: { required: true, maxLength: 80 },
  discipline: { required: true },
  sex: { required: true },
  birthYearMin: { required: false, integer: true, minimum: 1900, maximum: 2100 },
  birthYearMax: { required: false, integer: true, minimum: 1900, maximum: 2100 },
  weightMinKg: { required: false, minimum: 15, maximum: 200 },
  weightMaxKg: { required: false, minimum: 15, maximum: 200 },
  minGrade: { required: false },
};
export const COMPETITION_INPUT_RULES: FormRules<CompetitionInput> = {
  name: { required: true, maxLength: 200 },
  season: { required: true },
  startDate: { required: true },
  endDate: { required: true },
  place: { required: true, maxLength: 200 },
  city: { required: true, maxLength: 120 },
  country: { required: true, maxLength: 80 },
  level: { required: true },
  report: { required: false, maxLength: 40000 },
  categories: {
    required: false,
    maxItems: 60,
    items: {
      required: true,
      fields: {
        name: { required: true, maxLength: 150 },
        places: {
          required: true,
          maxItems: 4,
          items: {
            required: true,
            fields: {
              rank: { required: true },
              competitorId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
              athlete: { required: false, maxLength: 120 },
              clubId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
              club: { required: false, maxLength: 150 },
              country: { required: false, maxLength: 80 },
              entryId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
            },
          },
        },
      },
    },
  },
};
export const COMPETITION_SETTINGS_INPUT_RULES: FormRules<CompetitionSettingsInput> = {
  seasonId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  deadline: { required: true },
  feeCents: { required: true, integer: true, minimum: 0, maximum: 100000 },
  categories: {
    required: true,
    maxItems: 120,
    items: {
      required: true,
      fields: {
        id: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
        label: { required: true, maxLength: 80 },
        discipline: { required: true },
        sex: { required: true },
        birthYearMin: { required: false, integer: true, minimum: 1900, maximum: 2100 },
        birthYearMax: { required: false, integer: true, minimum: 1900, maximum: 2100 },
        weightMinKg: { required: false, minimum: 15, maximum: 200 },
        weightMaxKg: { required: false, minimum: 15, maximum: 200 },
        minGrade: { required: false },
      },
    },
  },
};
export const COMPETITOR_INPUT_RULES: FormRules<CompetitorInput> = {
  name: { required: true, maxLength: 120 },
  gender: { required: true },
  clubId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
  discipline: { required: true },
  ageGroup: { required: true },
  weightClass: { required: false, maxLength: 20 },
  grade: { required: true, maxLength: 40 },
  achievements: { required: false, maxItems: 30, items: { required: true, maxLength: 200 } },
  portrait: {
    required: false,
    fields: {
      uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
      alt: { required: true, maxLength: 300 },
    },
  },
  position: { required: false, integer: true, minimum: 0, maximum: 9999 },
};
export const DOCUMENT_INPUT_RULES: FormRules<DocumentInput> = {
  title: { required: false, maxLength: 260 },
  category: { required: false, maxLength: 40 },
  date: { required: false, maxLength: 20 },
  description: { required: false, maxLength: 700 },
};
export const DONATION_REQUEST_RULES: FormRules<DonationRequest> = {
  amountCents: { required: true, integer: true, minimum: 100, maximum: 1000000 },
  firstName: { required: false, maxLength: 80 },
  lastName: { required: false, maxLength: 80 },
  email: { required: false, maxLength: 274 },
  address: { required: false, maxLength: 140 },
  postcode: { required: false, maxLength: 25 },
  city: { required: false, maxLength: 80 },
  acknowledged: { required: true },
};
export const ENTRY_MOVE_REQUEST_RULES: FormRules<EntryMoveRequest> = {
  categoryId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  reason: { required: true, maxLength: 300 },
};
export const ENTRY_PAYMENT_REQUEST_RULES: FormRules<EntryPaymentRequest> = { method: { required: true } };
export const ENTRY_REQUEST_RULES: FormRules<EntryRequest> = {
  entries: {
    required: true,
    maxItems: 300,
    items: {
      required: true,
      fields: {
        licenseeId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
        discipline: { required: true },
        weightKg: { required: false, minimum: 15, maximum: 200 },
      },
    },
  },
};
export const ESPACE_EMAIL_CHANGE_REQUEST_RULES: FormRules<EspaceEmailChangeRequest> = {
  email: { required: true, maxLength: 254, minLength: 3 },
};
export const ESPACE_ERASURE_REQUEST_RULES: FormRules<EspaceErasureRequest> = { confirm: { required: true } };
export const ESPACE_LINK_REQUEST_RULES: FormRules<EspaceLinkRequest> = {
  email: { required: true, maxLength: 254, minLength: 3 },
};
export const ESPACE_SESSION_REQUEST_RULES: FormRules<EspaceSessionRequest> = {
  token: { required: true, maxLength: 100, minLength: 20 },
};
export const EVENT_INPUT_RULES: FormRules<EventInput> = {
  title: { required: true, maxLength: 200 },
  kind: { required: true },
  startDate: { required: true },
  endDate: { required: true },
  place: { required: true, maxLength: 200 },
  city: { required: true, maxLength: 120 },
  address: { required: false, maxLength: 300 },
  summary: { required: true, maxLength: 1000 },
  description: { required: false, maxLength: 40000 },
  registration: { required: false, maxLength: 10000 },
  registrationUrl: { required: false, maxLength: 500 },
  registrationDeadline: { required: false },
  image: {
    required: false,
    fields: {
      uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
      alt: { required: true, maxLength: 300 },
    },
  },
  albumId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
  competitionId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
  slug: { required: false, maxLength: 80 },
};
export const EVENTS_QUERY_RULES: FormRules<EventsQuery> = {
  period: { required: true },
  kind: { required: false },
  page: { required: true, integer: true, minimum: 1, maximum: 10000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 50 },
};
export const INTERVIEW_INPUT_RULES: FormRules<InterviewInput> = {
  title: { required: true, maxLength: 200 },
  person: { required: true, maxLength: 120 },
  personRole: { required: false, maxLength: 200 },
  date: { required: true },
  summary: { required: true, maxLength: 1000 },
  interviewer: { required: false, maxLength: 120 },
  place: { required: false, maxLength: 200 },
  portrait: {
    required: false,
    fields: {
      uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
      alt: { required: true, maxLength: 300 },
    },
  },
  questions: {
    required: false,
    maxItems: 60,
    items: {
      required: true,
      fields: { question: { required: true, maxLength: 500 }, answer: { required: false, maxLength: 10000 } },
    },
  },
  slug: { required: false, maxLength: 80 },
};
export const INVITE_PERSON_REQUEST_RULES: FormRules<InvitePersonRequest> = {
  email: { required: true, maxLength: 254, minLength: 3 },
  roles: { required: true, maxItems: 8, items: { required: true } },
  clubIds: { required: false, maxItems: 50, items: { required: true, integer: true, minimum: 1 } },
};
export const LEXICON_QUERY_RULES: FormRules<LexiconQuery> = {
  q: { required: false, maxLength: 80 },
  category: { required: false },
  page: { required: true, integer: true, minimum: 1, maximum: 10000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 500 },
};
export const LEXICON_TERM_INPUT_RULES: FormRules<LexiconTermInput> = {
  term: { required: true, maxLength: 80 },
  kana: { required: false, maxLength: 40 },
  meaning: { required: true, maxLength: 500 },
  category: { required: true },
};
export const LICENCE_CATEGORY_INPUT_RULES: FormRules<LicenceCategoryInput> = {
  seasonId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  name: { required: true, maxLength: 120 },
  audience: { required: false, maxLength: 200 },
  description: { required: false, maxLength: 1000 },
  feeCents: { required: true, integer: true, minimum: 0, maximum: 10000000 },
  position: { required: true, integer: true, minimum: 0, maximum: 9999 },
  bornFrom: { required: false, integer: true, minimum: 1900, maximum: 2100 },
  bornUntil: { required: false, integer: true, minimum: 1900, maximum: 2100 },
};
export const LICENCE_REQUEST_RULES: FormRules<LicenceRequest> = {
  clubId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  seasonId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  licenseeIds: {
    required: true,
    maxItems: 500,
    items: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  },
};
export const LICENSEE_EXPORT_QUERY_RULES: FormRules<LicenseeExportQuery> = {
  club: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  season: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
};
export const LICENSEE_IMPORT_REQUEST_RULES: FormRules<LicenseeImportRequest> = {
  clubId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  csv: { required: true, maxLength: 400000 },
  confirm: { required: true },
};
export const LICENSEE_INPUT_RULES: FormRules<LicenseeInput> = {
  clubId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  firstName: { required: true, maxLength: 80 },
  lastName: { required: true, maxLength: 80 },
  birthDate: { required: true },
  sex: { required: true },
  grade: { required: true, maxLength: 30 },
  discipline: { required: true },
  email: { required: true, maxLength: 254, minLength: 3 },
};
export const LICENSEE_LIST_QUERY_RULES: FormRules<LicenseeListQuery> = {
  club: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
};
export const LOGIN_REQUEST_RULES: FormRules<LoginRequest> = {
  email: { required: true, maxLength: 254, minLength: 3 },
  password: { required: false, maxLength: 256 },
};
export const MEMBER_CHECK_REQUEST_RULES: FormRules<MemberCheckRequest> = {
  licenceNumber: { required: true, maxLength: 20 },
  lastName: { required: true, maxLength: 60 },
};
export const MEMBERSHIP_SEASON_INPUT_RULES: FormRules<MembershipSeasonInput> = {
  label: { required: true, maxLength: 40 },
  startsOn: { required: true },
  endsOn: { required: true },
  affiliationFeeCents: { required: true, integer: true, minimum: 0, maximum: 10000000 },
};
export const MONEY_EXPORT_QUERY_RULES: FormRules<MoneyExportQuery> = {
  from: { required: false },
  to: { required: false },
  kind: { required: false },
};
export const MONEY_QUERY_RULES: FormRules<MoneyQuery> = {
  from: { required: false },
  to: { required: false },
  kind: { required: false },
  page: { required: true, integer: true, minimum: 1, maximum: 10000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 200 },
};
export const NEW_PASSWORD_REQUEST_RULES: FormRules<NewPasswordRequest> = {
  password: { required: false, maxLength: 256 },
};
export const NEWS_INPUT_RULES: FormRules<NewsInput> = {
  title: { required: true, maxLength: 200 },
  summary: { required: true, maxLength: 1000 },
  body: { required: false, maxLength: 40000 },
  author: { required: true, maxLength: 120 },
  image: {
    required: false,
    fields: {
      uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
      alt: { required: true, maxLength: 300 },
    },
  },
  eventId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
  slug: { required: false, maxLength: 80 },
};
export const NEWSLETTER_ISSUE_INPUT_RULES: FormRules<NewsletterIssueInput> = {
  subject: { required: false, maxLength: 200 },
  body: { required: false, maxLength: 100000 },
};
export const NEWSLETTER_REQUEST_RULES: FormRules<NewsletterRequest> = { email: { required: false, maxLength: 254 } };
export const ONE_CLICK_UNSUBSCRIBE_QUERY_RULES: FormRules<OneClickUnsubscribeQuery> = {
  token: { required: true, maxLength: 64, minLength: 16 },
};
export const ORDER_LINE_REQUEST_RULES: FormRules<OrderLineRequest> = {
  itemId: { required: true, maxLength: 80 },
  variantId: { required: true, maxLength: 80 },
  quantity: { required: true, integer: true, minimum: 1, maximum: 1000 },
};
export const ORDER_REQUEST_RULES: FormRules<OrderRequest> = {
  lines: {
    required: true,
    maxItems: 100,
    items: {
      required: true,
      fields: {
        itemId: { required: true, maxLength: 80 },
        variantId: { required: true, maxLength: 80 },
        quantity: { required: true, integer: true, minimum: 1, maximum: 1000 },
      },
    },
  },
  delivery: { required: true },
  licence: {
    required: false,
    fields: { licenceNumber: { required: true, maxLength: 20 }, lastName: { required: true, maxLength: 60 } },
  },
  billing: {
    required: true,
    fields: {
      firstName: { required: false, maxLength: 80 },
      lastName: { required: false, maxLength: 80 },
      email: { required: false, maxLength: 274 },
      phone: { required: false, maxLength: 40 },
      address: { required: false, maxLength: 140 },
      addressMore: { required: false, maxLength: 140 },
      postcode: { required: false, maxLength: 25 },
      city: { required: false, maxLength: 80 },
    },
  },
  payment: { required: true },
  acceptTerms: { required: true },
  expectedTotalCents: { required: false, integer: true, minimum: 0, maximum: 100000000 },
};
export const ORDER_STATUS_REQUEST_RULES: FormRules<OrderStatusRequest> = {
  status: { required: true },
  note: { required: false, maxLength: 500 },
};
export const PARTNER_INPUT_RULES: FormRules<PartnerInput> = {
  name: { required: true, maxLength: 120 },
  logo: {
    required: false,
    fields: {
      uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
      alt: { required: true, maxLength: 300 },
    },
  },
  website: { required: true, maxLength: 500 },
  description: { required: true, maxLength: 300 },
  position: { required: true, integer: true, minimum: 0, maximum: 9999 },
};
export const PASSWORD_CHANGE_REQUEST_RULES: FormRules<PasswordChangeRequest> = {
  currentPassword: { required: false, maxLength: 256 },
  newPassword: { required: false, maxLength: 256 },
};
export const PASSWORD_RESET_REQUEST_RULES: FormRules<PasswordResetRequest> = {
  email: { required: true, maxLength: 254, minLength: 3 },
};
export const PERSON_ROLES_REQUEST_RULES: FormRules<PersonRolesRequest> = {
  roles: { required: true, maxItems: 8, items: { required: true } },
  clubIds: { required: false, maxItems: 50, items: { required: true, integer: true, minimum: 1 } },
};
export const PHOTO_INPUT_RULES: FormRules<PhotoInput> = {
  uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  caption: { required: false, maxLength: 300 },
  alt: { required: true, maxLength: 300 },
};
export const PODIUM_CATEGORY_INPUT_RULES: FormRules<PodiumCategoryInput> = {
  name: { required: true, maxLength: 150 },
  places: {
    required: true,
    maxItems: 4,
    items: {
      required: true,
      fields: {
        rank: { required: true },
        competitorId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
        athlete: { required: false, maxLength: 120 },
        clubId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
        club: { required: false, maxLength: 150 },
        country: { required: false, maxLength: 80 },
        entryId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
      },
    },
  },
};
export const PODIUM_PLACE_INPUT_RULES: FormRules<PodiumPlaceInput> = {
  rank: { required: true },
  competitorId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
  athlete: { required: false, maxLength: 120 },
  clubId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
  club: { required: false, maxLength: 150 },
  country: { required: false, maxLength: 80 },
  entryId: { required: false, integer: true, minimum: 1, maximum: 2147483647 },
};
export const PRESS_INPUT_RULES: FormRules<PressInput> = {
  title: { required: true, maxLength: 200 },
  source: { required: true, maxLength: 120 },
  publishedAt: { required: true },
  excerpt: { required: true, maxLength: 2000 },
  author: { required: false, maxLength: 120 },
  body: { required: false, maxLength: 40000 },
  url: { required: false, maxLength: 500 },
  slug: { required: false, maxLength: 80 },
};
export const PUBLISH_REQUEST_RULES: FormRules<PublishRequest> = { publishAt: { required: false, maxLength: 40 } };
export const QUOTE_REQUEST_RULES: FormRules<QuoteRequest> = {
  lines: {
    required: true,
    maxItems: 100,
    items: {
      required: true,
      fields: {
        itemId: { required: true, maxLength: 80 },
        variantId: { required: true, maxLength: 80 },
        quantity: { required: true, integer: true, minimum: 1, maximum: 1000 },
      },
    },
  },
  delivery: { required: true },
  licence: {
    required: false,
    fields: { licenceNumber: { required: true, maxLength: 20 }, lastName: { required: true, maxLength: 60 } },
  },
};
export const REGISTRATION_REQUEST_RULES: FormRules<RegistrationRequest> = {
  firstName: { required: false, maxLength: 200 },
  lastName: { required: false, maxLength: 200 },
  email: { required: false, maxLength: 400 },
  licenceNumber: { required: false, maxLength: 40 },
  club: { required: false, maxLength: 400 },
  grade: { required: false, maxLength: 20 },
  category: { required: false, maxLength: 20 },
  joinWaitingList: { required: false },
};
export const REGISTRATION_SETTINGS_INPUT_RULES: FormRules<RegistrationSettingsInput> = {
  capacity: { required: true, integer: true, minimum: 1, maximum: 5000 },
  deadline: { required: false, maxLength: 40 },
  priceCents: { required: true, integer: true, minimum: 0, maximum: 100000 },
  memberPriceCents: { required: true, integer: true, minimum: 0, maximum: 100000 },
  questions: {
    required: true,
    fields: {
      licence: { required: true },
      club: { required: true },
      grade: { required: true },
      category: { required: true },
    },
  },
};
export const REGISTRATION_TOKEN_QUERY_RULES: FormRules<RegistrationTokenQuery> = {
  token: { required: true, maxLength: 64 },
};
export const REGISTRATION_TOKEN_REQUEST_RULES: FormRules<RegistrationTokenRequest> = {
  token: { required: true, maxLength: 64 },
};
export const RESULTS_QUERY_RULES: FormRules<ResultsQuery> = {
  season: { required: false },
  page: { required: true, integer: true, minimum: 1, maximum: 10000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 50 },
};
export const SEARCH_QUERY_RULES: FormRules<SearchQuery> = {
  q: { required: false, maxLength: 2000 },
  kind: { required: false },
  page: { required: true, integer: true, minimum: 1, maximum: 100 },
};
export const SEASON_ACCOUNT_QUERY_RULES: FormRules<SeasonAccountQuery> = {
  club: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  season: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
};
export const SEASON_OVERVIEW_QUERY_RULES: FormRules<SeasonOverviewQuery> = {
  season: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
};
export const SEASON_PAYMENT_REQUEST_RULES: FormRules<SeasonPaymentRequest> = {
  clubId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  seasonId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  method: { required: true },
};
export const SHOP_ADMIN_IMAGE_INPUT_RULES: FormRules<ShopAdminImageInput> = {
  uploadId: { required: true, integer: true, minimum: 1, maximum: 2147483647 },
  alt: { required: true, maxLength: 300 },
};
export const SHOP_ADMIN_ITEM_INPUT_RULES: FormRules<ShopAdminItemInput> = {
  id: { required: false, maxLength: 80 },
  name: { required: true, maxLength: 120 },
  summary: { required: true, maxLength: 300 },
  description: { required: false, maxLength: 40000 },
  category: { required: true, maxLength: 80 },
  priceCents: { required: true, integer: true, minimum: 1, maximum: 1000000 },
  memberPriceCents: { required: true, integer: true, minimum: 1, maximum: 1000000 },
  position: { required: true, integer: true, minimum: 0, maximum: 10000 },
};
export const SHOP_ADMIN_ITEM_QUERY_RULES: FormRules<ShopAdminItemQuery> = {
  q: { required: false, maxLength: 100 },
  status: { required: false },
  category: { required: false, maxLength: 80 },
  page: { required: true, integer: true, minimum: 1, maximum: 1000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 48 },
};
export const SHOP_ADMIN_VARIANT_INPUT_RULES: FormRules<ShopAdminVariantInput> = {
  label: { required: true, maxLength: 40 },
  stock: { required: true, integer: true, minimum: 0, maximum: 10000 },
};
export const SHOP_CATEGORY_INPUT_RULES: FormRules<ShopCategoryInput> = {
  id: { required: false, maxLength: 80 },
  label: { required: true, maxLength: 60 },
  position: { required: true, integer: true, minimum: 0, maximum: 10000 },
};
export const SHOP_ITEM_QUERY_RULES: FormRules<ShopItemQuery> = {
  category: { required: false, maxLength: 80 },
  page: { required: true, integer: true, minimum: 1, maximum: 1000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 48 },
};
export const SHOP_STOCK_ADJUSTMENT_RULES: FormRules<ShopStockAdjustment> = {
  delta: { required: true, integer: true, minimum: -10000, maximum: 10000 },
  reason: { required: true, maxLength: 300 },
};
export const SHOP_STOCK_HISTORY_QUERY_RULES: FormRules<ShopStockHistoryQuery> = {
  page: { required: true, integer: true, minimum: 1, maximum: 1000 },
  limit: { required: true, integer: true, minimum: 1, maximum: 48 },
};
export const SITE_SETTINGS_INPUT_RULES: FormRules<SiteSettingsInput> = {
  name: { required: false, maxLength: 80 },
  fullName: { required: false, maxLength: 160 },
  addressLines: { required: false, maxItems: 5, items: { required: false, maxLength: 120 } },
  email: { required: false, maxLength: 254 },
  phone: { required: false, maxLength: 20 },
  socialLinks: {
    required: false,
    maxItems: 6,
    items: {
      required: true,
      fields: { label: { required: false, maxLength: 80 }, url: { required: false, maxLength: 300 } },
    },
  },
  publisher: { required: false, maxLength: 400 },
  publicationDirector: { required: false, maxLength: 120 },
  hostName: { required: false, maxLength: 120 },
  hostAddress: { required: false, maxLength: 200 },
  siret: { required: false, maxLength: 20 },
  accountHolder: { required: false, maxLength: 120 },
  iban: { required: false, maxLength: 42 },
  bic: { required: false, maxLength: 11 },
  chequeOrder: { required: false, maxLength: 120 },
  chequeAddress: { required: false, maxLength: 200 },
  shippingFeeCents: { required: true, integer: true, minimum: -1000000000, maximum: 1000000000 },
  freeShippingFromCents: { required: true, integer: true, minimum: -1000000000, maximum: 1000000000 },
  copyrightYear: { required: true, integer: true, minimum: 0, maximum: 9999 },
  taxReceiptEligible: { required: true },
  taxReceiptObject: { required: false, maxLength: 300 },
  taxReceiptQuality: { required: false, maxLength: 200 },
  taxReceiptSignatory: { required: false, maxLength: 120 },
  taxReceiptSignatoryRole: { required: false, maxLength: 80 },
  newsletterSenderName: { required: false, maxLength: 80 },
  newsletterSenderEmail: { required: false, maxLength: 254 },
};
export const TEXT_PAGE_INPUT_RULES: FormRules<TextPageInput> = {
  title: { required: true, maxLength: 200 },
  body: { required: false, maxLength: 40000 },
  confirmFacts: { required: false },
};
