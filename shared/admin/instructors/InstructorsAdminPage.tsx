export default function InstructorsAdminPage() {
  return null;
}
