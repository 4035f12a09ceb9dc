export default function CoursesPage() {
  return null;
}
