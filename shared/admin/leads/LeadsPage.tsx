export default function LeadsPage() {
  return null;
}
