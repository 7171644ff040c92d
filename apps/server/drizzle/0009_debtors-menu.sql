-- 'Borçlu Listesi' (PRODUCT.md §11) in the menu of an installation that already has one; a fresh
-- installation's empty menu gets it from the baseline on start, as 0007 did for the books' screens.
INSERT INTO "menus" ("label", "path", "roles", "display_order", "is_active", "icon")
SELECT 'Borçlu Listesi', '/debtors', 'Admin', 25, true, 'bi bi-person-exclamation'
WHERE EXISTS (SELECT 1 FROM "menus")
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."path" = '/debtors');
