export default function CandidaturesPage() {
  return null;
}
