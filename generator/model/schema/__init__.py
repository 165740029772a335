"""The content format: every kind of entity, its fields and their types, and the JSON Schema made from them."""
