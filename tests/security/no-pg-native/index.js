// Intentionally empty: see package.json.
