export default function CourseFormPage() {
  return null;
}
