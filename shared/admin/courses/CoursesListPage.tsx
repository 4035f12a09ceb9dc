export default function CoursesListPage() {
  return null;
}
