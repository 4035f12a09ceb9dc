export default function InstructorsPage() {
  return null;
}
