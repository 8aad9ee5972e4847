import CertifyView from '@/features/account/CertifyView';

/** /certify: shown to a logged-in user who is not verified (SPEC section 2). */
export default function CertifyPage() {
  return <CertifyView />;
}
