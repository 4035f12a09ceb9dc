export default function CompaniesPage() {
  return null;
}
