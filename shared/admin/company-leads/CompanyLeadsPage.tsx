export default function CompanyLeadsPage() {
  return null;
}
