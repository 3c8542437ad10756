export default function VideoEdit() {
	return null;
}
