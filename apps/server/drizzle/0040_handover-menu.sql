-- The managers' 'Devir-Teslim' screen (PRODUCT.md §19), for installations whose menu table is
-- already filled; in the 'people' group after 'Bloklu Telefonlar' ('Yönetim Paneli' stays the only
-- item of 'site', a link).
INSERT INTO "menus" ("label", "path", "roles", "display_order", "is_active", "icon", "nav_group")
SELECT 'Devir-Teslim', '/handover', 'Admin', 155, true, 'bi bi-arrow-left-right', 'people'
WHERE EXISTS (SELECT 1 FROM "menus")
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."path" = '/handover');
