-- The managers' 'Kartla Ödemeler' screen (PRODUCT.md §20), for installations whose menu table is
-- already filled; in the 'money' group after 'İşletme Projesi'.
INSERT INTO "menus" ("label", "path", "roles", "display_order", "is_active", "icon", "nav_group")
SELECT 'Kartla Ödemeler', '/card-checkouts', 'Admin', 27, true, 'bi bi-credit-card', 'money'
WHERE EXISTS (SELECT 1 FROM "menus")
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."path" = '/card-checkouts');
