/** A whole house in Morley (LS27 9BB), as a worker fills in the listing form: the diggs tests' usual listing. */
export const morleyHouse = {
  title: "Crew house in Morley",
  description: "Four-bed house, ten minutes from the ring road. Driveway for two vans.",
  postcode: "LS27 9BB",
  price_per_week: "600",
  price_basis: "per_room",
  bills_included: true,
  room_type: "whole_house",
  beds: 4,
  van_parking: true,
  kitchen: true,
  washing_machine: true,
  wifi: true,
  monday_to_friday: false,
  minimum_stay_nights: 7,
  available_from: "2026-01-01",
};
