import Form from 'react-bootstrap/Form';

/** A search filter's select: "전체" (no filter, the empty value) and then each [value, label] option. */
export default function FilterSelect({ controlId, label, name, options }: { controlId: string; label: string; name: string; options: readonly (readonly [string, string])[] }) {
  return (
    <Form.Group className="col-md-2" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Select name={name} defaultValue="">
        <option value="">전체</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
