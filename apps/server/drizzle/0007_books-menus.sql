-- The open books' screens in the menu of an installation that already has one (PRODUCT.md §10).
-- A fresh installation's menu table is empty here and gets every item from the baseline on start,
-- so these rows go only into a table that has items, and never twice for one path.
INSERT INTO "menus" ("label", "path", "roles", "display_order", "is_active", "icon")
SELECT v.label, v.path, v.roles, v.display_order, true, v.icon
FROM (VALUES
  ('Sitemizin Hesapları', '/site-books', '', 15, 'bi bi-journal-text'),
  ('Tahsilat', '/collections', 'Admin', 21, 'bi bi-cash-coin'),
  ('Hesaplar', '/accounts', 'Admin', 22, 'bi bi-bank'),
  ('Giderler', '/expenses', 'Admin', 23, 'bi bi-receipt'),
  ('Aylık Rapor', '/monthly-report', 'Admin', 24, 'bi bi-bar-chart-line')
) AS v(label, path, roles, display_order, icon)
WHERE EXISTS (SELECT 1 FROM "menus")
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."path" = v.path);
